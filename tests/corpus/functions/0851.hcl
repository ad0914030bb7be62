r = strlen("üñí")
