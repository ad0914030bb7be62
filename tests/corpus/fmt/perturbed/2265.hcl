r=  ceil(big)
