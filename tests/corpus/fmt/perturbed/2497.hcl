r= tomap(-1)
