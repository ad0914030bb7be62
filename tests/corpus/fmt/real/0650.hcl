# Intentionally empty.
