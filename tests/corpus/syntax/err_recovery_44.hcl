e="%{for i in }x"
