resource "kubernetes_deployment" "app" {
  metadata {
    name      = "app"
    namespace = kubernetes_namespace.ns.metadata[0].name
    labels = {
      "app.kubernetes.io/name" = "app"
    }
  }

  spec {
    replicas = var.replicas

    selector {
      match_labels = { app = "app" }
    }

    template {
      metadata {
        labels = { app = "app" }
      }
      spec {
        container {
          name  = "app"
          image = "${var.registry}/app:${var.tag}"

          dynamic "env" {
            for_each = var.env
            content {
              name  = env.key
              value = env.value
            }
          }


          resources {
            limits = { cpu = "500m", memory = "256Mi" }

            requests = { cpu = "100m", memory = "128Mi" }
          }
        }
      }
    }
  }
}
