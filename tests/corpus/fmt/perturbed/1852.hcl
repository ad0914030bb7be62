r= chunklist(range(0.5, 2),    1)
