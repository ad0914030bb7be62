# Minimal terraform config

