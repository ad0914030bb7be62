r    =title("üñí")
