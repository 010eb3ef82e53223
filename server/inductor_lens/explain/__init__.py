"""What we say about the verdicts: the explanation and its evidence, text, ranking, fusion map, HTML report, pre/post diff (no LSP, no torch)."""
