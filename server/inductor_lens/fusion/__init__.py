"""Analysis core, layer 2: model -> fusion verdicts (no LSP, no torch)."""
