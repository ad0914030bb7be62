resource "x" "y" {
  "name": "value",
  "tags": {"a": "b"}
}
