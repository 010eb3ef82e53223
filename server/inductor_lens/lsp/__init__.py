"""Protocol layer: thin pygls handlers that convert positions and call inductor_lens.service."""
