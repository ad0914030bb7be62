a = ,
b = :
c = ?
d = .
