r = strlen("🇳🇿🇳🇿")
