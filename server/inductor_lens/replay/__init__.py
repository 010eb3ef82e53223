"""Inductor's scheduler replayed on the text: the graph, its fusion checks and rounds, loop reordering, reindexing, tiling, and the reasons it speaks in (no LSP, no torch)."""
