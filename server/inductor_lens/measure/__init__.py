"""Analysis core, layer 4: rebuild a pair of nodes with Inductor and time it (torch imported only here)."""
