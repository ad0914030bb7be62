a = x::.y(1
)
b = 1
c
