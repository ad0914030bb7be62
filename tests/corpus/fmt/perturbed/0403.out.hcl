# This file is maintained automatically by "tofu init".
# Manual edits may be lost in future updates.

provider "registry.opentofu.org/hashicorp/aws" {
  version     = "5.23.0"
  constraints = "5.23.0"
  hashes = [
    "h1:nrvJsxhay2nts34LIUgEtFEOe3ORnShNYyDzkybRj0E=",
    "zh:1d529f875e2a5cbeb80b28c8e3ad41707ec329a7f790a7031868b88705df4965",
    "zh:22f4b50cf437686cdab64d1d822d80518a846b80ab032b13e25ed5b128a74868",
    "zh:25b23f38fd9bc0b07d1dad705d8afec0b1d4c6eab4bae7c707c8f7e4caed8856",
    "zh:5a29c392a116ae44a1ab769efaa699bab5372f3605ec1f1f1749249526a21a76",
    "zh:65a2177174f91c0382621a5e02fd5b077e9270895a20764bf5784f5d38d54f7b",
    "zh:6b5b3bdb1134480c7a038287e5e3772298fcebc4cf7c5b0587c9ee61b15e4cb1",
    "zh:7ec42646e253a29621283aeefd1ec6f1381d166ca6fb3cb7a35a18b05f6f09ef",
    "zh:8950b9f706533ae017d6776db0ed7d165f8b90ffd1f5f79c91bc93d3a666b5e1",
    "zh:bd92ded5eafdcc3bd423ca3477f4eec2737e7b6b2ccb68aedc38fd761de20ae8",
    "zh:d00bd63e362a3ae90d2d9409d2f3adc0198b893637690d6640cc0bcb9b67a066",
  ]
}
