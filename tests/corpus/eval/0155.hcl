r = element(range(), n)
