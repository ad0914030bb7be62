r = trimsuffix("x\r\n", "üñí")
