été = 1
x   = été
