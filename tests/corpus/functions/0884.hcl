r = substr("üñíçødé", 1, 3)
