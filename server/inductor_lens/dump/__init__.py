"""The other files of a debug directory: which files belong together, output_code.py read with ast, the provenance files, the kernel map, the nodes' origins, the fusion log (no LSP, no torch)."""
