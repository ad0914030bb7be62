check "health" {
  data "http" "site" {
    url = "https://${aws_lb.main.dns_name}/health"
  }

  assert {
    condition     = data.http.site.status_code == 200
    error_message = "${data.http.site.url} returned ${data.http.site.status_code}"
  }
}
