e=((xv)=
g
h
