# Intenionally empty
