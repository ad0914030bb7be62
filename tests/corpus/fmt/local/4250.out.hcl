x́y = ź.ẃv + 1
b  = [x́, 2]
