"""Analysis core, layer 1: IR text -> model. No LSP types, no torch."""
from .model import (
           Buffer,
           Dep,
           IRFile,
           Iteration,
           Layout,
           LoopBody,
           Node,
           NodeUser,
           ParseError,
           Section,
)
from .parse import parse_file, parse_text

__all__ = ["Buffer", "Dep", "IRFile", "Iteration", "Layout", "LoopBody", "Node", "NodeUser", "ParseError",
           "Section", "parse_file", "parse_text"]
