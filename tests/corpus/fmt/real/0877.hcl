# Intentionally marks nothing as read; data.yaml must not match reading= filters.
