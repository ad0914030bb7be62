a = var.x
b = var.y.z[0]
c = true
d = a
