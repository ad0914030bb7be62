output "ns"    {
    value ="argocd"
}
