"""Runs: a user's command captured with the debug environment, kept as a run folder of its compiled
graphs with a manifest and a report (no LSP, no torch in this process)."""
