t""
e=a[1 2
b
