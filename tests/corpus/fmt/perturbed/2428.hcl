r=reverse("abc")
