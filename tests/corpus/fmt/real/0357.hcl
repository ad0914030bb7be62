# Intentionally empty

