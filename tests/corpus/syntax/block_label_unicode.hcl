a "héllo wörld" "日本語" {
}
