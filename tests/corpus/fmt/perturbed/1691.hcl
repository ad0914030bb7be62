r=  tolist( nums)[*]
