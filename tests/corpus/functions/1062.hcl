r = trimsuffix("üñí", u)
