r = reverse("  x  ")
