import os
import sys

# `python -m inductor_lens` put the working directory first on sys.path (unless -P / PYTHONSAFEPATH): a
# json.py in an untrusted workspace would run at the next import of json. This package is imported by
# now; nothing else is taken from there.
if not sys.flags.safe_path and sys.path and os.path.abspath(sys.path[0] or os.curdir) == os.getcwd():
    del sys.path[0]

from .cli import main  # noqa: E402

sys.exit(main())
