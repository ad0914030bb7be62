t""
e=x::.
b
