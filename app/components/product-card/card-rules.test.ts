import { describe, expect, it } from "vitest";
import { money, productCard, relatedStyle } from "./card-fixtures.ts";
import {
  cardStyle,
  heartItemName,
  heartLabel,
  imageAlt,
  priceNumber,
  productStructuredData,
  ratingLabel,
  saleLabel,
  scriptSafeJson,
  showsGender,
  showsRating,
  styleToShow,
} from "./card-rules.ts";

describe("saleLabel", () => {
  it("reads a sale as 'On sale for {price}. MSRP {msrp}. {percent}% off'", () => {
    expect(saleLabel(productCard())).toBe("On sale for $60.00. MSRP $80.00. 25% off");
  });

  it("reads the price alone when not on sale", () => {
    const card = productCard({ onSale: false, percentOff: 0, price: money(8000), msrp: money(8000) });
    expect(saleLabel(card)).toBe("$80.00");
  });

  it("does not call it a sale without a percent off or with a price at or over the MSRP", () => {
    expect(saleLabel(productCard({ percentOff: 0 }))).toBe("$60.00");
    expect(saleLabel(productCard({ msrp: money(6000) }))).toBe("$60.00");
  });
});

describe("rating", () => {
  it("is shown only above 0, labelled '{n} out of 5 stars'", () => {
    expect(showsRating(productCard())).toBe(true);
    expect(showsRating(productCard({ reviews: { roundedRating: 0, ratingCount: 3 } }))).toBe(false);
    expect(ratingLabel(4.5)).toBe("4.5 out of 5 stars");
    expect(ratingLabel(3)).toBe("3 out of 5 stars");
  });
});

describe("gender", () => {
  it("is shown for shoes and clothing only", () => {
    expect(showsGender(productCard({ productType: "Shoes" }))).toBe(true);
    expect(showsGender(productCard({ productType: "Clothing" }))).toBe(true);
    for (const productType of ["Accessories", "Bags", "Gift Cards"]) {
      expect(showsGender(productCard({ productType })), productType).toBe(false);
    }
    expect(showsGender(productCard({ gender: "" }))).toBe(false);
  });
});

describe("card words", () => {
  it("describes the image by brand, name and colour", () => {
    expect(imageAlt(productCard(), "Black")).toBe("Northpeak Trail Runner Black");
  });

  it("names the heart after the product, and says when it is hearted", () => {
    expect(heartLabel(heartItemName(productCard()))).toBe("Add to favorites: Northpeak Trail Runner");
    expect(heartLabel("Northpeak Trail Runner", true)).toBe("Remove from favorites: Northpeak Trail Runner");
  });
});

describe("styleToShow", () => {
  it("shows the card's own style by default and a related style's image, price and link when chosen", () => {
    const card = productCard();
    expect(styleToShow(card, 7001)).toEqual(cardStyle(card));
    expect(styleToShow(card, 7002)).toMatchObject({
      styleId: 7002,
      color: "Red",
      productUrl: "/p/trail-runner/product/501/color/70020",
      mainImage: "/images/styles/7002/MAIN-768x1024.svg",
      hoverImage: "/images/styles/7002/PAIR-768x1024.svg",
      onSale: false,
      price: money(8000),
    });
    expect(styleToShow(card, 999).styleId).toBe(7001);
  });

  it("has no hover image for a style without a PAIR view", () => {
    const card = productCard({
      relatedStyles: [relatedStyle(7003, "Blue", { imageMap: { MAIN: "/m.svg" } })],
    });
    expect(styleToShow(card, 7003).hoverImage).toBeNull();
  });
});

describe("productStructuredData", () => {
  it("describes the product with its brand, USD offer, availability, colour, image and sku", () => {
    expect(productStructuredData(productCard())).toEqual({
      "@type": "Product",
      name: "Trail Runner",
      brand: { "@type": "Brand", name: "Northpeak" },
      offers: {
        "@type": "Offer",
        price: "60.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "/p/trail-runner/product/501/color/70010",
      },
      url: "/p/trail-runner/product/501/color/70010",
      color: "Black",
      image: "/images/styles/7001/MAIN-768x1024.svg",
      sku: "501",
      gender: "Women",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 37, ratingCount: 37 },
    });
  });

  it("is out of stock when nothing is on hand", () => {
    expect(productStructuredData(productCard({ onHand: 0 })).offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });

  it("has an aggregate rating only when the rounded rating and the count are above 0", () => {
    const none = (roundedRating: number, ratingCount: number) =>
      productStructuredData(productCard({ reviews: { roundedRating, ratingCount } })).aggregateRating;
    expect(none(0, 0)).toBeUndefined();
    expect(none(0, 12)).toBeUndefined();
    expect(none(4, 0)).toBeUndefined();
    expect(none(4, 1)).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 1,
      ratingCount: 1,
    });
  });

  it("has a gender only where the card shows one", () => {
    expect(productStructuredData(productCard({ productType: "Clothing" })).gender).toBe("Women");
    expect(productStructuredData(productCard({ productType: "Accessories" }))).not.toHaveProperty("gender");
  });

  it("writes prices as number strings with two decimals", () => {
    expect(priceNumber(6000)).toBe("60.00");
    expect(priceNumber(1999)).toBe("19.99");
    expect(priceNumber(5)).toBe("0.05");
    expect(priceNumber(123456789)).toBe("1234567.89");
  });
});

describe("scriptSafeJson", () => {
  it("cannot end its script element or open a comment, and still parses back to the same data", () => {
    const card = productCard({ productName: '</script><script>alert("x")</script><!-- & \u2028' });
    const json = scriptSafeJson(productStructuredData(card));
    expect(json).not.toMatch(/<|>|&/);
    expect(json.toLowerCase()).not.toContain("</script");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json).name).toBe('</script><script>alert("x")</script><!-- & \u2028');
  });
});
