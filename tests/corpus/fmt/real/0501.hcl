# Minimal terraform config
