"""Inductor Lens: read PyTorch Inductor's scheduler IR and explain its fusion decisions."""
__version__ = "0.1.0"
