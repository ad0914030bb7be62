r = title("üñí")
