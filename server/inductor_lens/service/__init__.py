"""Analysis core, layer 3: open documents and editor features answered from the model (no LSP types)."""
