r = reverse("abc")
