r=  parseint("777", 8)
