"""Sizes and index expressions without sympy: symbolic sizes, index expressions parsed and simplified as sympy prints them, monomials (no LSP, no torch)."""
