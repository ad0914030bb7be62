r=  tomap  ( {})
