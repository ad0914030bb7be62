x️ = 1
y = x️
