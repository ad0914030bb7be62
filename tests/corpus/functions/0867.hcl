r = strrev("üñí")
